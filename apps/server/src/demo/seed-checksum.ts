import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/database.ts";

/**
 * A digest of the demo data's content (not of timestamps or salted hashes), to prove the seed
 * is deterministic: the same clock gives the same counts and the same digest.
 */
const CONTENT: Record<string, string> = {
  clients:
    "select client_nmbr, login_id, scheme_code, govt_id, first_name, primary_last_name, birth_date from clients order by 1",
  policies:
    "select clnt_rltnshp_nmbr, client_nmbr, contract_nmbr, account_type_code, termination_date from policies order by 1",
  funds:
    "select inv_type_nmbr, legal_nm, oth_legal_nm, risk_class, currency, inception_date from funds order by 1",
  unit_prices: "select inv_type_nmbr, price_date, unit_price from unit_prices order by 1, 2",
  index_levels: "select index_name, level_date, level from index_levels order by 1, 2",
  contributions: "select id, clnt_rltnshp_nmbr, period_start, dealing_date from contributions order by 1",
  contribution_lines: "select contribution_id, money_type_code, amount from contribution_lines order by 1, 2",
  transactions:
    "select clnt_rltnshp_nmbr, activity_type_nmbr, effective_date, inv_type_nmbr, money_type_code, gross_amt, unit_cnt from transactions order by trns_hst_seq_nmbr",
  holdings:
    "select clnt_rltnshp_nmbr, inv_type_nmbr, money_type_code, unit_cnt, vested_unit_cnt from holdings order by 1, 2, 3",
  instructions:
    "select reference_nmbr, kind, status, effective_date, acty_inpt_at from instructions order by 1",
  instruction_lines:
    "select activity_table_nmbr, tfer_type_cd, inv_type_nmbr, requested_rate from instruction_lines order by id",
  investment_direction_lines:
    "select direction_id, inv_type_nmbr, percent from investment_direction_lines order by 1, 2",
  qualifying_balances:
    "select clnt_rltnshp_nmbr, inv_type_nmbr, qb1_amt, qb2_amt, qp_month from qualifying_balances order by 1, 2",
  client_custom_data:
    "select client_nmbr, cstm_attr_cd, cstm_attr_txt from client_custom_data order by 1, 2, 3",
};

export interface SeedChecksum {
  counts: Record<string, number>;
  digests: Record<string, string>;
  digest: string;
}

export async function seedChecksum(db: Db): Promise<SeedChecksum> {
  const counts: Record<string, number> = {};
  const digests: Record<string, string> = {};
  for (const [table, query] of Object.entries(CONTENT)) {
    const [row] = await queryRows<{ n: string | number; digest: string | null }>(
      db,
      sql.raw(
        `select count(*) as n, md5(coalesce(string_agg(q::text, '|'), '')) as digest from (${query}) q`,
      ),
    );
    counts[table] = Number(row?.n ?? 0);
    digests[table] = row?.digest ?? "";
  }
  const [all] = await queryRows<{ digest: string }>(
    db,
    sql`select md5(${Object.values(digests).join(":")}) as digest`,
  );
  return { counts, digests, digest: all?.digest ?? "" };
}
