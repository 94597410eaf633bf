export * from './credit-transfer-input.js';
export type { BankAccountInput } from './accounts.js';
export { creditTransferFile } from './credit-transfer-file.js';
export { creditTransferFileName } from './file-name.js';
