export {
  genericErrorMessage,
  networkErrorMessage,
  socketErrorMessage,
  messagesForGraphQLError,
  messagesForGraphQLErrors,
  graphQLErrorOutcome,
} from './graphql-errors';
export type { GraphQLErrorLike, ErrorOutcome } from './graphql-errors';
