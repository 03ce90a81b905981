import type { Db, Executor } from "./db/database.ts";
import { createJobQueueRepository } from "./jobs/job-queue.repository.ts";
import { createAccessLogRepository } from "./modules/access-log/access-log.repository.ts";
import { createAccountsRepository } from "./modules/accounts/accounts.repository.ts";
import { createAuthRepository } from "./modules/auth/auth.repository.ts";
import { createConfigRepository } from "./modules/config/config.repository.ts";
import { createBenefitStatementRepository } from "./modules/documents/benefit-statement.repository.ts";
import { createDocumentsRepository } from "./modules/documents/documents.repository.ts";
import { createFundsRepository } from "./modules/funds/funds.repository.ts";
import { createOutboxRepository } from "./modules/notifications/outbox.repository.ts";
import { createOwnershipRepository } from "./modules/ownership/ownership.repository.ts";
import { createProfileRepository } from "./modules/profile/profile.repository.ts";
import { createProjectionRepository } from "./modules/projection/projection.repository.ts";
import { createReportsRepository } from "./modules/reports/reports.repository.ts";
import { createSwitchingRepository } from "./modules/switching/switching.repository.ts";
import { createTransactionsRepository } from "./modules/transactions/transactions.repository.ts";

/** Every repository of the API, on the database or on one transaction of it. */
export function createRepositories(db: Executor) {
  return {
    accessLog: createAccessLogRepository(db),
    accounts: createAccountsRepository(db),
    auth: createAuthRepository(db),
    config: createConfigRepository(db),
    documents: createDocumentsRepository(db),
    funds: createFundsRepository(db),
    jobs: createJobQueueRepository(db),
    outbox: createOutboxRepository(db),
    ownership: createOwnershipRepository(db),
    profile: createProfileRepository(db),
    projection: createProjectionRepository(db),
    reports: createReportsRepository(db),
    statements: createBenefitStatementRepository(db),
    switching: createSwitchingRepository(db),
    transactions: createTransactionsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Runs `work` in one database transaction, with repositories bound to it. */
export type RunInTransaction = <T>(work: (tx: Repositories) => Promise<T>) => Promise<T>;

export function transactionRunner(db: Db): RunInTransaction {
  return (work) => db.transaction((tx) => work(createRepositories(tx)));
}
