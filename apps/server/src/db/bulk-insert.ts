import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "./database.ts";

/** Column types as Postgres names them; `text[]` columns take arrays of strings. */
export type ColumnType =
  | "int"
  | "bigint"
  | "numeric"
  | "date"
  | "text"
  | "bool"
  | "timestamptz"
  | "smallint"
  | "text[]";
export type Cell = string | number | boolean | null | undefined | readonly string[];
export type Columns = readonly (readonly [name: string, type: ColumnType])[];

/** A string as one quoted element of a Postgres array literal. */
function quoted(s: string): string {
  return s.includes('"') || s.includes("\\")
    ? `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`
    : `"${s}"`;
}

/** One value as an element of a Postgres array literal; an array becomes its own literal, quoted. */
function element(v: Cell): string {
  if (v === null || v === undefined) return "NULL";
  if (typeof v === "number") return String(v);
  if (typeof v === "string") return quoted(v);
  if (typeof v === "boolean") return v ? "t" : "f";
  return quoted(`{${v.map(quoted).join(",")}}`);
}

/** A Postgres array literal of one column's values: {"a","b",NULL}. */
function arrayLiteral(rows: readonly Cell[][], column: number): string {
  const parts = new Array<string>(rows.length);
  for (let r = 0; r < rows.length; r++) parts[r] = element((rows[r] as Cell[])[column]);
  return `{${parts.join(",")}}`;
}

/** Anything rows can be pushed to: an array, or a BulkRows. */
export interface RowSink {
  push(row: Cell[]): unknown;
}

/**
 * Rows for one table, gathered to be inserted fast, in their order. On a node-postgres
 * connection of its own (a transaction) they are streamed with COPY, and each row is encoded as
 * it is pushed, so the row arrays die young; otherwise (PGlite, or a pool) they are kept and sent
 * one statement per chunk, each column as one array parameter that unnest() turns back into rows.
 * Both are far faster than a parameter per value.
 */
export class BulkRows implements RowSink {
  private readonly client: pg.Client | null;
  private readonly rows: Cell[][] = [];
  private readonly lines: string[] = [];
  private readonly pieces: Buffer[] = [];
  private count = 0;

  constructor(
    private readonly db: Db,
    readonly table: string,
    readonly columns: Columns,
  ) {
    this.client = pgClientOf(db);
  }

  get length(): number {
    return this.count;
  }

  push(row: Cell[]): void {
    this.count++;
    if (!this.client) {
      this.rows.push(row);
      return;
    }
    let line = copyField(row[0]);
    for (let i = 1; i < this.columns.length; i++) line += `\t${copyField(row[i])}`;
    this.lines.push(line);
    if (this.lines.length === 1_000) this.seal();
  }

  /** Inserts the rows pushed so far and starts again empty; returns how many there were. */
  async insert(): Promise<number> {
    const n = this.count;
    if (n === 0) return 0;
    if (this.client) {
      this.seal();
      const text = `copy "${this.table}" (${this.columns.map(([name]) => `"${name}"`).join(", ")}) from stdin`;
      const pieces = this.pieces.splice(0);
      const client = this.client;
      await new Promise<void>((resolve, reject) => {
        client.query(new CopyIn(text, pieces, (err) => (err ? reject(err) : resolve())) as never);
      });
    } else {
      await unnestRows(this.db, this.table, this.columns, this.rows.splice(0), 20_000);
    }
    this.count = 0;
    return n;
  }

  private seal(): void {
    if (this.lines.length === 0) return;
    this.pieces.push(Buffer.from(`${this.lines.join("\n")}\n`));
    this.lines.length = 0;
  }
}

/** Inserts rows with a BulkRows (COPY or unnest); returns the number of rows inserted. */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: Columns,
  rows: readonly Cell[][],
): Promise<number> {
  const bulk = new BulkRows(db, table, columns);
  for (const row of rows) bulk.push(row);
  return bulk.insert();
}

/**
 * The unnest path. A `text[]` column travels as the text of each array and is cast back after
 * the unnest (unnest would flatten an array of arrays).
 */
async function unnestRows(
  db: Db,
  table: string,
  columns: Columns,
  rows: readonly Cell[][],
  chunkSize: number,
): Promise<void> {
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(", "));
  const selected = sql.raw(
    columns.map(([, type], i) => (type === "text[]" ? `c${i}::text[]` : `c${i}`)).join(", "),
  );
  const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(", "));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.length <= chunkSize ? rows : rows.slice(start, start + chunkSize);
    const arrays = columns.map(
      ([, type], i) => sql`${arrayLiteral(chunk, i)}::${sql.raw(type === "text[]" ? "text" : type)}[]`,
    );
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${names}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})`,
    );
  }
}

/** The node-postgres client a drizzle transaction runs on; null for PGlite or a pool. */
function pgClientOf(db: Db): pg.Client | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIAL_ALL = /[\\\t\n\r]/g;

/** One value in COPY's text format. */
function copyField(v: Cell): string {
  if (v === null || v === undefined) return "\\N";
  if (typeof v === "number") return String(v);
  if (typeof v === "boolean") return v ? "t" : "f";
  const s = typeof v === "string" ? v : `{${v.map(quoted).join(",")}}`;
  return COPY_SPECIAL.test(s) ? s.replace(COPY_SPECIAL_ALL, (c) => COPY_ESCAPES[c] ?? c) : s;
}

interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/** A node-postgres "submittable": sends the statement, then the data when the server asks for it. */
class CopyIn {
  private done = false;
  constructor(
    private readonly text: string,
    private readonly pieces: Buffer[],
    private readonly callback: (err: Error | null) => void,
  ) {}
  submit(connection: CopyConnection): void {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: CopyConnection): void {
    for (const piece of this.pieces) connection.sendCopyFromChunk(piece);
    connection.endCopyFrom();
  }
  handleError(err: Error): void {
    this.finish(err);
  }
  handleReadyForQuery(): void {
    this.finish(null);
  }
  private finish(err: Error | null): void {
    if (this.done) return;
    this.done = true;
    this.callback(err);
  }
  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}
