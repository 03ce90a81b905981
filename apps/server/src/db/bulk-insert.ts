import { sql } from "drizzle-orm";
import type { Db } from "./database.ts";

export type ColumnType = "int" | "bigint" | "numeric" | "date" | "text" | "bool" | "timestamptz" | "smallint";
export type Cell = string | number | boolean | null | undefined;

/** A Postgres array literal of one column's values: {"a","b",NULL}. */
function arrayLiteral(values: Cell[]): string {
  const parts = values.map((v) => {
    if (v === null || v === undefined) return "NULL";
    const s = String(v);
    return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${parts.join(",")}}`;
}

/**
 * Inserts many rows with one statement per chunk: each column is sent as one array parameter and
 * unnest() turns them back into rows. Much faster than a parameter per value, on PGlite and PostgreSQL.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: readonly (readonly [name: string, type: ColumnType])[],
  rows: readonly Cell[][],
  chunkSize = 20_000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const names = sql.raw(columns.map(([name]) => `"${name}"`).join(", "));
    const arrays = columns.map(
      ([, type], i) => sql`${arrayLiteral(chunk.map((r) => r[i]))}::${sql.raw(type)}[]`,
    );
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}
