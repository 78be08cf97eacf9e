/** A start-up problem the operator fixes: one line on stderr, no stack trace. */
export class StartError extends Error {}
