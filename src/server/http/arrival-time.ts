import type { FastifyReply } from "fastify";

/**
 * When the request reached the server, by the app's clock: now less the time Fastify has spent on it
 * (`reply.elapsedTime`, from its first hook). A save or submit is judged by this, not by when its
 * turn came: in a live test's end burst, submits sent before the deadline wait seconds for a database
 * connection, and the learner's last answers must still count. Whole seconds only: the wait that
 * matters is seconds long, and a clock held still (tests, `TEST_NOW`) stays on its second.
 */
export const arrivedAt = (now: () => Date, reply: Pick<FastifyReply, "elapsedTime">): Date =>
  new Date(now().getTime() - Math.floor(Math.max(0, reply.elapsedTime) / 1000) * 1000);
