import {
  GetParameterCommand,
  GetParametersByPathCommand,
  PutParameterCommand,
  type SSMClient,
} from '@aws-sdk/client-ssm';
import { readRegulatorFile, type CapPeriodFromFile, type FileProblem } from '#contracts/price-cap-file';
import { terminalSafe } from '#contracts/terminal-text';
import {
  readCapIndex,
  readCapPeriodPart,
  readTypicalConsumptionSets,
  regulatorParameterNames,
  STANDARD_PARAMETER_MAX_BYTES,
  type CapIndex,
  type CapPeriodPart,
  type CapPeriodRef,
  type CapRateName,
  type TypicalConsumptionSet,
} from '#contracts/regulator-parameters';

/*
 * `npm run price-cap -- set` (bin/price-cap.ts): checks a file of the regulator's figures against
 * itself and against what the stage holds, prints the difference, and writes so that no reader
 * ever sees half a period: a period's parameters under a new revision first (never overwriting
 * anything), then the index, the one pointer the functions follow (layout:
 * lambdas/contracts/regulator-parameters.ts).
 */

export interface PublishReport {
  outcome: 'refused' | 'unchanged' | 'checked' | 'published';
  problems: FileProblem[];
  /** The difference from what the stage holds, one line each. */
  diff: string[];
}

interface Target {
  client: SSMClient;
  /** The stage's root path (lambdas/contracts/regulator-parameters.ts regulatorParametersRoot). */
  root: string;
}

async function readJsonParameter(target: Target, name: string): Promise<unknown> {
  try {
    const { Parameter } = await target.client.send(new GetParameterCommand({ Name: name }));
    return JSON.parse(Parameter?.Value ?? 'null');
  } catch (error) {
    if ((error as Error).name === 'ParameterNotFound') return undefined;
    throw error;
  }
}

async function readStageIndex(target: Target): Promise<CapIndex | undefined> {
  const name = regulatorParameterNames.index(target.root);
  const value = await readJsonParameter(target, name);
  if (value === undefined) return undefined;
  const index = readCapIndex(value);
  if (typeof index === 'string') throw new Error(`${name} is malformed (${index}): fix it before setting new figures`);
  return index;
}

/** Every parameter of a published period, paging as SSM does (10 a page). */
async function readStagePeriod(target: Target, period: CapPeriodRef): Promise<CapPeriodPart[]> {
  const path = regulatorParameterNames.periodPath(target.root, period.validFrom, period.revision);
  const parts: CapPeriodPart[] = [];
  let token: string | undefined;
  do {
    const page = await target.client.send(
      new GetParametersByPathCommand({ Path: path, Recursive: true, NextToken: token }),
    );
    for (const parameter of page.Parameters ?? []) {
      const part = readCapPeriodPart(JSON.parse(parameter.Value ?? 'null'), period);
      if (typeof part === 'string') throw new Error(`${parameter.Name} is malformed: ${part}`);
      parts.push(part);
    }
    token = page.NextToken;
  } while (token);
  return parts;
}

const pence = (value: number) => `${value}p`;

function periodName(period: { validFrom: string; validTo: string }): string {
  return `${period.validFrom} to ${period.validTo} (exclusive)`;
}

/** The figures that differ between what the stage holds and the file, one line each. */
function periodDiff(before: readonly CapPeriodPart[], after: readonly CapPeriodPart[]): string[] {
  const lines: string[] = [];
  for (const part of after) {
    const old = before.find(
      (candidate) => candidate.kind === part.kind && candidate.paymentMethod === part.paymentMethod,
    );
    for (const [gsp, rates] of Object.entries(part.rates))
      for (const [rate, price] of Object.entries(rates) as [CapRateName, [number, number]][]) {
        const was = old?.rates[gsp as keyof typeof part.rates]?.[rate];
        if (was?.[0] === price[0] && was[1] === price[1]) continue;
        lines.push(
          `    ${part.kind} ${gsp} ${part.paymentMethod} ${rate.replaceAll('_', ' ')}: ${was ? `${pence(was[0])} / ${pence(was[1])}` : 'none'} -> ${pence(price[0])} / ${pence(price[1])} (exc / inc VAT)`,
        );
      }
  }
  return lines;
}

interface CapPlan {
  problems: FileProblem[];
  diff: string[];
  /** The periods to write (new or changed) and the index to write after them. */
  writes: CapPeriodFromFile[];
  index: CapIndex;
  /** The periods the stage held when the diff was made. */
  before: CapPeriodRef[];
}

async function planCap(target: Target, periods: CapPeriodFromFile[], revision: string, now: Date): Promise<CapPlan> {
  const stage = (await readStageIndex(target)) ?? { periods: [], writtenAt: '' };
  const problems: FileProblem[] = [];
  const diff: string[] = [];
  const writes: CapPeriodFromFile[] = [];
  const merged = [...stage.periods];
  const latest = stage.periods.at(-1);
  for (const period of periods) {
    const same = stage.periods.find((held) => held.validFrom === period.validFrom);
    if (same) {
      if (same.validTo !== period.validTo) {
        problems.push({
          line: period.line,
          message: `the period from ${period.validFrom} ends on ${period.validTo}, but the stage's period from that day ends on ${same.validTo}: a period's dates cannot change`,
        });
        continue;
      }
      const changes = periodDiff(await readStagePeriod(target, same), period.parts);
      if (changes.length === 0) {
        diff.push(`= ${periodName(period)}: unchanged`);
        continue;
      }
      diff.push(`~ ${periodName(period)}: ${changes.length} figure(s) changed`, ...changes);
      writes.push(period);
      merged[merged.indexOf(same)] = { validFrom: period.validFrom, validTo: period.validTo, revision };
      continue;
    }
    const overlapped = stage.periods.find((held) => held.validFrom < period.validTo && period.validFrom < held.validTo);
    if (overlapped) {
      problems.push({
        line: period.line,
        message: `the period from ${period.validFrom} overlaps the stage's period ${periodName(overlapped)}`,
      });
      continue;
    }
    const previousEnd = merged.at(-1)?.validTo;
    if (previousEnd !== undefined && period.validFrom !== previousEnd) {
      problems.push({
        line: period.line,
        message: `the period from ${period.validFrom} does not start the day the stage's latest period ends (${previousEnd})`,
      });
      continue;
    }
    diff.push(`+ ${periodName(period)}: new period`);
    writes.push(period);
    merged.push({ validFrom: period.validFrom, validTo: period.validTo, revision });
  }
  if (latest === undefined && periods.length > 0) diff.unshift('The stage holds no price-cap period yet');
  const index: CapIndex = { periods: merged, writtenAt: now.toISOString() };
  if (new TextEncoder().encode(JSON.stringify(index)).length > STANDARD_PARAMETER_MAX_BYTES)
    problems.push({
      line: null,
      message: `the index would pass SSM's ${STANDARD_PARAMETER_MAX_BYTES} bytes: see docs/operations.md › The regulator's figures`,
    });
  for (const period of writes)
    for (const part of period.parts)
      if (new TextEncoder().encode(JSON.stringify(part)).length > STANDARD_PARAMETER_MAX_BYTES)
        problems.push({ line: period.line, message: `${part.kind} ${part.paymentMethod} would pass SSM's 4 KB` });
  return { problems, diff, writes, index, before: stage.periods };
}

function typicalDiff(before: readonly TypicalConsumptionSet[], after: readonly TypicalConsumptionSet[]): string[] {
  const describe = (set: TypicalConsumptionSet) =>
    `${set.electricitySingleRateKwh} kWh single-rate, ${set.electricityMultiRateKwh} kWh Economy 7 (${set.economy7DayPercent}% day), ${set.gasKwh} kWh gas`;
  return after.map((set) => {
    const old = before.find((candidate) => candidate.validFrom === set.validFrom);
    if (!old) return `+ typical consumption from ${set.validFrom}: ${describe(set)}`;
    return JSON.stringify(old) === JSON.stringify(set)
      ? `= typical consumption from ${set.validFrom}: unchanged`
      : `~ typical consumption from ${set.validFrom}: ${describe(old)} -> ${describe(set)}`;
  });
}

/** Checks `text`, prints nothing, and writes unless `dryRun`; the report says what happened. */
export async function setRegulatorFigures(options: {
  client: SSMClient;
  root: string;
  text: string;
  dryRun: boolean;
  now?: Date;
  /** Called between the period parameters and the index (tests: a reader in the middle of a write). */
  beforePointerMoves?: () => Promise<void>;
}): Promise<PublishReport> {
  const target: Target = { client: options.client, root: options.root };
  const now = options.now ?? new Date();
  const file = readRegulatorFile(options.text);
  if (!file.ok) return { outcome: 'refused', problems: file.problems, diff: [] };

  if (file.kind === 'typical-consumption') {
    const name = regulatorParameterNames.typicalConsumption(target.root);
    const stored = await readJsonParameter(target, name);
    const held = stored === undefined ? [] : readTypicalConsumptionSets(stored);
    if (typeof held === 'string') throw new Error(`${name} is malformed (${held}): fix it before setting new values`);
    const merged = [
      ...held.filter((set) => !file.sets.some((next) => next.validFrom === set.validFrom)),
      ...file.sets,
    ].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
    const diff = typicalDiff(held, file.sets);
    const value = JSON.stringify(merged);
    if (new TextEncoder().encode(value).length > STANDARD_PARAMETER_MAX_BYTES)
      return { outcome: 'refused', problems: [{ line: null, message: `the sets would pass SSM's 4 KB` }], diff };
    if (diff.every((line) => line.startsWith('='))) return { outcome: 'unchanged', problems: [], diff };
    if (options.dryRun) return { outcome: 'checked', problems: [], diff };
    await options.beforePointerMoves?.();
    await target.client.send(new PutParameterCommand({ Name: name, Value: value, Type: 'String', Overwrite: true }));
    return { outcome: 'published', problems: [], diff };
  }

  const revision = `r${now
    .toISOString()
    .replaceAll(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
  const plan = await planCap(target, file.periods, revision, now);
  if (plan.problems.length > 0) return { outcome: 'refused', problems: plan.problems, diff: plan.diff };
  if (plan.writes.length === 0) return { outcome: 'unchanged', problems: [], diff: plan.diff };
  if (options.dryRun) return { outcome: 'checked', problems: [], diff: plan.diff };
  for (const period of plan.writes)
    for (const part of period.parts)
      await target.client.send(
        new PutParameterCommand({
          Name: regulatorParameterNames.period(target.root, period.validFrom, revision, part.kind, part.paymentMethod),
          Value: JSON.stringify(part),
          Type: 'String',
          // A revision is written once: a second writer in the same second fails here, before any pointer moves.
          Overwrite: false,
        }),
      );
  await options.beforePointerMoves?.();
  // SSM has no conditional write: checking again just before the pointer moves narrows the window
  // in which two people setting the cap at once could lose one's periods to the other's.
  const current = await readStageIndex(target);
  if (JSON.stringify(current?.periods ?? []) !== JSON.stringify(plan.before))
    throw new Error("The stage's price cap changed while setting it: run the command again to see the new diff");
  await target.client.send(
    new PutParameterCommand({
      Name: regulatorParameterNames.index(target.root),
      Value: JSON.stringify(plan.index),
      Type: 'String',
      Overwrite: true,
    }),
  );
  return { outcome: 'published', problems: [], diff: plan.diff };
}

/** The report for the terminal: whatever came from the file is escaped. */
export function formatPublishReport(report: PublishReport): string {
  const lines: string[] = [];
  if (report.diff.length > 0) lines.push('Difference from what the stage holds:', ...report.diff);
  if (report.problems.length > 0) {
    lines.push(`The file was refused (${report.problems.length} problem(s)); nothing was written:`);
    for (const problem of report.problems)
      lines.push(`  ${problem.line === null ? 'file' : `line ${problem.line}`}: ${problem.message}`);
  }
  lines.push(
    {
      refused: 'Refused.',
      unchanged: 'Nothing to write: the stage already holds these figures.',
      checked: 'Dry run: the file is good; nothing was written.',
      published:
        "Written: the functions use the new figures within their cache age (docs/operations.md › The regulator's figures).",
    }[report.outcome],
  );
  return lines.map(terminalSafe).join('\n');
}
