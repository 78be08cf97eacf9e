import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase, pgliteDatabase } from "~/server/db/client";
import { runMigrations } from "~/server/db/migrate";
import { databaseUrlOn, onPostgresServer } from "~/server/db/postgres-server";
import { seedBank } from "~/server/seed/seed";

/**
 * The databases every server test starts from, made once per run by this global setup: one with the
 * migrations applied, one with the question bank seeded too. On the embedded database they are dumps
 * of a PGlite data directory (files a test loads); on PostgreSQL, template databases a test's own
 * database is created from (CREATE DATABASE ... TEMPLATE).
 */
export type DatabaseImages =
  | { kind: "pglite"; migrated: string; bank: string }
  | { kind: "postgres"; migrated: string; bank: string; prefix: string };
export type ImageName = "migrated" | "bank";

declare module "vitest" {
  export interface ProvidedContext {
    databaseImages: DatabaseImages;
  }
}

export function wrapPglite(client: PGlite): Database {
  return pgliteDatabase(client);
}

export default async function makeDatabaseImages(project: TestProject): Promise<() => Promise<void>> {
  const url = project.config.env?.TEST_DATABASE_URL;
  if (url) return makePostgresTemplates(project, url);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-db-images-"));
  const client = new PGlite();
  const database = wrapPglite(client);
  const keep = async (name: ImageName) => {
    const dump = await client.dumpDataDir("none");
    fs.writeFileSync(path.join(dir, `${name}.tar`), Buffer.from(await dump.arrayBuffer()));
  };
  await runMigrations(database);
  await keep("migrated");
  await seedBank(database.db);
  await keep("bank");
  await client.close();
  project.provide("databaseImages", {
    kind: "pglite",
    migrated: path.join(dir, "migrated.tar"),
    bank: path.join(dir, "bank.tar"),
  });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

/** Runs one statement on the server's maintenance connection (CREATE and DROP DATABASE). */
async function makePostgresTemplates(project: TestProject, url: string) {
  // every database this run makes starts with the prefix, so the teardown finds them all
  const prefix = `abhyas_test_${Date.now().toString(36)}_${process.pid}`;
  const names = { migrated: `${prefix}_tpl_migrated`, bank: `${prefix}_tpl_bank` };
  const inDatabase = async (name: string, fn: (database: Database) => Promise<void>) => {
    const database = await openDatabase({ kind: "postgres", url: databaseUrlOn(url, name), poolSize: 2 });
    try {
      await fn(database);
    } finally {
      await database.close();
    }
  };
  await onPostgresServer(url, (c) => c.query(`create database ${names.migrated}`));
  await inDatabase(names.migrated, runMigrations);
  await onPostgresServer(url, (c) => c.query(`create database ${names.bank} template ${names.migrated}`));
  await inDatabase(names.bank, (database) => seedBank(database.db));
  project.provide("databaseImages", { kind: "postgres", prefix, ...names });
  return () =>
    onPostgresServer(url, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${prefix}%`],
      );
      for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
    });
}
