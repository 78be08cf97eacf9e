import { eq, isNull, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { InstituteScope } from "./tenancy";

/**
 * Whose bank a question, passage or paper is in (decision 0059): an institute's, by the id its
 * scope holds, or the public site's (null). The admin's bank tools take one and touch no other
 * bank's rows; an institute's routes pass `bankOf(scope)`, so the id comes from the scope alone.
 */
export type BankOwner = number | null;

export const bankOf = (scope: InstituteScope): BankOwner => scope.instituteId;

/** `column` is this bank's: the institute's id, or null for the site's. */
export const ownedBy = (column: PgColumn, owner: BankOwner): SQL =>
  owner === null ? isNull(column) : eq(column, owner);

/** A passage an owner's question may use: the site's (public anyway) or the owner's own. */
export const usableBy = (column: PgColumn, owner: BankOwner): SQL =>
  owner === null ? isNull(column) : (or(isNull(column), eq(column, owner)) as SQL);
