/** The application role the tests migrate for and connect as (the server's APP_DB_ROLE). */
export const TEST_APP_ROLE = 'fjord_app';
