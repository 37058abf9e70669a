import { accountMessages } from '#contracts/account-rules';
import { INVALID_REQUEST_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '#contracts/errors';
import { homeDocumentMessages } from '#contracts/home-document';
import { meterReadingMessages } from '#contracts/meter-reading-rules';
import { openTariffApiMessages } from '#contracts/open-tariff-api';
import { amountMessages } from '#contracts/money';
import { paymentMessages } from '#contracts/payment-messages';
import { webhookMessages } from '#contracts/payment-posting';
import { postcodeMessages } from '#contracts/postcode-rules';
import { reviewMessages } from '#contracts/reviews';
import { tariffLabelMessages } from '#contracts/tariff-labels';
import { tariffMessages } from '#contracts/tariffs';

/** Every message the API may show a user for a request it refuses or cannot serve (docs/api.md › Only our words). */
export const productMessages: ReadonlySet<string> = new Set([
  ...[
    accountMessages,
    homeDocumentMessages,
    meterReadingMessages,
    openTariffApiMessages,
    paymentMessages,
    postcodeMessages,
    reviewMessages,
    tariffLabelMessages,
    tariffMessages,
    webhookMessages,
  ]
    .flatMap((messages) => Object.values(messages) as unknown[])
    .filter((message): message is string => typeof message === 'string'),
  ...(Object.values(amountMessages) as unknown[]).filter((message): message is string => typeof message === 'string'),
  INVALID_REQUEST_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  'attemptId must be a UUID',
  'The request body must be valid JSON.',
  'The request body must be JSON (Content-Type: application/json).',
  'The request is too large.',
  'This service is temporarily unavailable. Please try again later.',
  'Something went wrong on our side. Please try again later.',
]);

/** True for one of our messages; the amount limits carry the stage's figures, hence the pattern. */
export function isProductMessage(message: unknown): boolean {
  if (typeof message !== 'string') return false;
  return productMessages.has(message) || /^Amount must be (at least|no more than) £[\d,]+\.\d\d$/.test(message);
}

/** Words of library or developer text that must never reach a user. */
export const LIBRARY_WORDS = /\bexpected\b|invalid input|received|stripe|idempot|undefined|TypeError|JSON at position/i;
