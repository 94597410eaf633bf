// This module's GraphQL types and fields; graphql/schema.ts imports it.
export {};
