import { randomInt } from "node:crypto";
import type { DbOrTx, Tx } from "~/server/db/client";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "~/shared/contract/institutes";

/**
 * A fresh join code: 8 of 31 characters, about 8.5 x 10^11 codes, drawn with the system's secure
 * random source so that a code cannot be guessed from the ones seen before. A unique index makes
 * the rare repeat an insert error; the caller draws again.
 */
export function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/**
 * Runs `insert` with fresh codes until one is not taken (a unique violation), at most 5 times; each
 * try in its own transaction (a savepoint inside the caller's), so a taken code does not spoil it.
 */
export async function withFreshCode<T>(db: DbOrTx, insert: (tx: Tx, code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => insert(tx, newJoinCode()));
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
