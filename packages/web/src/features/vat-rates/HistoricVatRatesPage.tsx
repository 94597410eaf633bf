// Placeholder until this feature's page is built.
export { NotAvailablePage as default } from '../../app/pages/NotAvailablePage';
