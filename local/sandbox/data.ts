import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Shapes of the sandbox data files in local/sandbox/data/ (in the upstreams' own shapes). */
export interface SandboxReading {
  readingDate: string;
  readingValue: number;
  readType: string;
}
export interface SandboxRegister {
  registerLabel: string;
  registerTypeName: string;
  readings: SandboxReading[];
}
export interface SandboxMeter {
  meterId: string;
  serial: string;
  mpxn: string;
  meterType: 'ELECTRICITY' | 'GAS';
  registers: SandboxRegister[];
}
export interface SandboxAccount {
  accountNo: string;
  postcode: string;
  addressSingleLine: string;
  hasElectricity: boolean;
  hasGas: boolean;
  meters: SandboxMeter[];
}
interface UpstreamAnswer {
  status: number;
  body: unknown;
}
export interface AccountsFile {
  accounts: SandboxAccount[];
  failures: Record<string, unknown>;
  readingRules: { success: UpstreamAnswer; lowerThanLatest: UpstreamAnswer; unknownMeter: UpstreamAnswer };
}
export interface ReviewsFile {
  businessEntity: unknown;
  reviews: { stars: number }[];
}
export interface SandboxData {
  accounts: AccountsFile;
  reviews: ReviewsFile;
}

function readDataFile<T>(name: string): T {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`./data/${name}`, import.meta.url)), 'utf8')) as T;
}

/** A fresh, private copy of the data: each sandbox changes its own history in memory. */
export function loadSandboxData(): SandboxData {
  return {
    accounts: readDataFile('accounts.json'),
    reviews: readDataFile('reviews.json'),
  };
}
