import {
  booleanParameterMessage,
  dateParameterMessage,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  openTariffApiMessages,
  type BooleanParameter,
  type DateParameter,
} from '#contracts/open-tariff-api';
import { ukMidnight } from '#contracts/uk-date';
import { HttpError, type ApiEvent } from '../shared/http.js';

/*
 * The query parameters of the open tariff API, read strictly: a value we cannot read is a 400
 * naming the parameter, never a guess (docs/open-tariff-api.md › Query parameters). Parameters
 * we do not know are ignored, as the market's APIs ignore them.
 */

export type Query = Readonly<Record<string, string | undefined>>;

export function queryOf(event: ApiEvent): Query {
  return event.queryStringParameters ?? {};
}

function badRequest(code: string, message: string): HttpError {
  return new HttpError(400, code, message);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An instant from a query value: a UK date (2026-10-01, from the start of that day in UK time)
 * or an ISO 8601 date and time (with Z or an offset; without one, UTC). A '+' of an offset that
 * arrived as a space (unencoded in the query string) is read as '+'.
 */
export function parseInstant(value: string): Date | undefined {
  const text = value.trim().replace(/ (\d{2}:?\d{2})$/, '+$1');
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, year, month, day] = dateOnly.map(Number) as [number, number, number, number];
    if (year < 1000 || !isCalendarDate(year, month, day)) return undefined;
    return ukMidnight(text);
  }
  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) return undefined;
  const [, year, month, day, hour, minute, second = '0'] = dateTime;
  if (!isCalendarDate(Number(year), Number(month), Number(day)) || Number(year) < 1000) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const zone = dateTime[8] ?? 'Z';
  const normalisedZone = zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second.padStart(2, '0')}.${(dateTime[7] ?? '0').slice(0, 3).padEnd(3, '0')}${normalisedZone}`;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** A date parameter, or `fallback` when it is absent; a 400 naming it when it cannot be read. */
export function dateParameter(query: Query, name: DateParameter): Date | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  const instant = parseInstant(value);
  if (!instant) throw badRequest('invalid_date', dateParameterMessage(name));
  return instant;
}

/** A true/false parameter, or undefined when absent. */
export function booleanParameter(query: Query, name: BooleanParameter): boolean | undefined {
  const value = query[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest('invalid_boolean', booleanParameterMessage(name));
}

export interface Paging {
  page: number;
  pageSize: number;
}

function wholeNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN;
}

/** `page` (from 1) and `page_size` (DEFAULT_PAGE_SIZE, at most MAX_PAGE_SIZE). */
export function pagingParameters(query: Query): Paging {
  const pageSize = wholeNumber(query.page_size) ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw badRequest('invalid_page_size', openTariffApiMessages.pageSize);
  const page = wholeNumber(query.page) ?? 1;
  if (!Number.isInteger(page) || page < 1) throw badRequest('invalid_page', openTariffApiMessages.page);
  return { page, pageSize };
}

/** `period_from` (inclusive) and `period_to` (exclusive, only with period_from, and after it). */
export function periodParameters(query: Query): { from?: Date; to?: Date } {
  const from = dateParameter(query, 'period_from');
  const to = dateParameter(query, 'period_to');
  if (to && !from) throw badRequest('invalid_period', openTariffApiMessages.periodToWithoutFrom);
  if (from && to && to.getTime() <= from.getTime())
    throw badRequest('invalid_period', openTariffApiMessages.periodOrder);
  return { from, to };
}
