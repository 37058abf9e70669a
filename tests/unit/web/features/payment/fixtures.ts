import { sandboxAccount } from '../../../support/fixtures';
import { jsonReply } from '../../support/stub-api';

/** The payment lookup's answer for 100001 (NG1 5FS). */
const dualFuel = sandboxAccount('dualFuel');
export const foundAccount = {
  account: { accountNo: dualFuel.accountNo, addressSingleLine: dualFuel.addressSingleLine },
  limits: { minimumPence: 30, maximumPence: 1_000_000 },
};
export const foundAccountReply = jsonReply(foundAccount);
