import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TAnswersInput } from '#core/contracts/quotes.ts';
import { QUESTION_OPTIONS } from '#core/questionnaire.ts';
import { createBlocklistService } from '../../../modules/engineer/blocklist.service.ts';
import { createEngineerService, type TEngineerActor } from '../../../modules/engineer/engineer.service.ts';
import { hashPassword } from '../../../modules/auth/passwords.ts';
import { applyTransition } from '../../../modules/workflow/apply-transition.ts';
import { createWorkflow } from '../../../modules/workflow/workflow.ts';
import { CUSTOMER_ACTOR } from '../../../modules/workflow/workflow-actor.ts';
import { AppError } from '../../../http/errors.ts';
import type { TDb, TTx } from '../../client.ts';
import {
  auditLog,
  imeiBlocklist,
  inspections,
  quotes,
  requotes,
  tradeIns,
  userRoles,
  users,
} from '../../schema/index.ts';

/**
 * The engineer console's demo (issue 18): one demo engineer account (disabled, nobody signs in with it),
 * some of the demo's received requests claimed by it and some left for anyone, a few inspected through
 * the engineer service (answers that differ from the customer's, a price override with its reason, a
 * lower price whose re-quote waits and one the customer accepted, each with its data wipe), and one
 * blocklist entry with its note. Every row is found again by the demo engineer account and removed by
 * deleteDemoEngineerRows before the next run; real records are never touched.
 */
export const DEMO_ENGINEER_EMAIL = 'demo.engineer@demo.invalid';
/** A number with a good check digit that no real device is expected to report. */
export const DEMO_BLOCKED_IMEI = '490154203237518';
const DEMO_TARGET_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

/** Removes the demo engineer's blocklist entry and audit rows, then the account (claims fall with it). */
export async function deleteDemoEngineerRows(tx: TTx): Promise<void> {
  const found = await tx.select({ id: users.id }).from(users).where(demoEngineer());
  const ids = found.map((row) => row.id);
  if (ids.length === 0) return;
  await tx
    .delete(imeiBlocklist)
    .where(and(eq(imeiBlocklist.imei, DEMO_BLOCKED_IMEI), inArray(imeiBlocklist.createdBy, ids)));
  await tx.delete(auditLog).where(inArray(auditLog.actorUserId, ids));
  await tx.delete(users).where(inArray(users.id, ids));
}

function demoEngineer() {
  return and(eq(users.kind, 'staff'), eq(users.email, DEMO_ENGINEER_EMAIL));
}

async function createDemoEngineer(db: TDb): Promise<string> {
  // A random password nobody is told, and the account disabled: it only names the demo's work.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        kind: 'staff',
        email: DEMO_ENGINEER_EMAIL,
        displayName: 'ช่างเดโม (Demo engineer)',
        passwordHash,
        disabledAt: new Date(),
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: row!.id, role: 'engineer' });
    return row!.id;
  });
}

/** The answers one step worse on the first question that has a worse option (what the engineer found). */
function worse(answers: TAnswersInput, question: 'screen' | 'body' | 'battery'): TAnswersInput {
  const options = QUESTION_OPTIONS[question] as readonly string[];
  const index = options.indexOf(answers[question] as string);
  const next = options[Math.min(index + 1, options.length - 1)] ?? options[0];
  return { ...answers, [question]: next } as TAnswersInput;
}

/** Works the demo's received requests through the engineer service (run after the requests are written). */
export async function seedDemoInspections(db: TDb, dayStart: Date): Promise<void> {
  const engineerId = await createDemoEngineer(db);
  const workflow = createWorkflow({ db });
  // The demo's days end when today began: each inspection is taken at its own moment before that.
  let clock = dayStart;
  const service = createEngineerService({ db, workflow, targetHours: DEMO_TARGET_HOURS, now: () => clock });
  const engineer: TEngineerActor = { userId: engineerId, roles: ['engineer'] };

  await createBlocklistService(db).add(
    { imei: DEMO_BLOCKED_IMEI, note: 'Reported stolen to the police (demo, report no. 2569/0412)' },
    { userId: engineerId },
  );

  const waiting = await db
    .select({ reference: tradeIns.reference, quoteId: tradeIns.quoteId, receivedAt: inspections.receivedAt })
    .from(tradeIns)
    .innerJoin(inspections, eq(inspections.tradeInId, tradeIns.id))
    .where(and(eq(tradeIns.isDemo, true), eq(tradeIns.status, 'received')))
    .orderBy(asc(inspections.receivedAt), asc(tradeIns.id));
  // Priced requests are inspected (the newest ones, so the oldest stay waiting past the target).
  const latest = dayStart.getTime() - 3 * HOUR_MS;
  const priced = waiting
    .filter((row) => row.quoteId !== null && row.receivedAt.getTime() + HOUR_MS < latest)
    .reverse();
  // Two stay waiting at least (one claimed, one not); up to four are inspected.
  const toInspect = priced.slice(0, Math.max(0, Math.min(4, waiting.length - 2)));
  for (const [index, { reference, receivedAt }] of toInspect.entries()) {
    clock = new Date(Math.min(receivedAt.getTime() + 2 * HOUR_MS, latest));
    const wipeAt = new Date(clock.getTime() - 30 * 60_000).toISOString();
    await service.claim(reference, engineer);
    const { version, offeredThb } = await service.getRequest(reference, engineer);
    const customer = await findCustomerAnswers(db, reference);
    if (!customer) continue;
    const base = {
      version,
      imei: (await findImei(db, reference)) ?? `DEMO${reference.replace(/\W/g, '')}`,
      activationLockOff: true,
      cloudLockOff: true,
      evidencePhotoIds: [],
      wipe: {
        method: index % 2 === 0 ? ('factoryReset' as const) : ('cryptographicErase' as const),
        at: wipeAt,
      },
    };
    // In this order, so a small demo still has each of the first: 0: an override below the offer with its
    // reason (its re-quote waits); 1: an override above the offer with its reason, waiting for an admin's
    // approval (decision 040: the customer sees the offer meanwhile); 2: a worse screen, lower, which the
    // customer accepts; 3: a worse screen (its re-quote waits).
    const bodies = [
      {
        ...base,
        answers: worse(customer, 'body'),
        override: { priceThb: 1_000, reason: 'Back glass replaced with a non-original part' },
      },
      {
        ...base,
        answers: customer,
        override: {
          priceThb: Math.round(((offeredThb ?? 1_000) * 1.2) / 100) * 100,
          reason: 'Sealed box with its receipt; AppleCare+ until next year (ใบเสร็จและกล่องครบ)',
        },
      },
      { ...base, answers: worse(worse(customer, 'screen'), 'screen') },
      { ...base, answers: worse(worse(customer, 'screen'), 'screen') },
    ];
    try {
      await service.inspect(reference, bodies[index]!, engineer);
    } catch (error) {
      // A category whose questionnaire lacks the question: the customer's own answers, priced again.
      if (!(error instanceof AppError)) throw error;
      await service.inspect(reference, { ...base, answers: customer }, engineer);
    }
    if (index === 2) {
      // The customer accepted the lower price on /track (the re-quote the workflow opened).
      const [requote] = await db
        .select({ id: requotes.tradeInId, status: requotes.status })
        .from(requotes)
        .innerJoin(tradeIns, eq(tradeIns.id, requotes.tradeInId))
        .where(eq(tradeIns.reference, reference));
      if (requote?.status === 'pending') {
        await workflow.transaction((tx) =>
          applyTransition(tx, {
            entity: 'requote',
            id: requote.id,
            to: 'accepted',
            at: new Date(clock.getTime() + HOUR_MS),
            actor: CUSTOMER_ACTOR,
          }),
        );
      }
    }
  }

  // Of those still waiting: every other one claimed by the demo engineer, the rest for anyone.
  const left = waiting.filter((row) => !toInspect.includes(row));
  for (const [index, { reference }] of left.entries()) {
    if (index % 2 === 1) await service.claim(reference, engineer);
  }
}

async function findCustomerAnswers(db: TDb, reference: string): Promise<TAnswersInput | undefined> {
  const [row] = await db
    .select({ answers: quotes.answers })
    .from(tradeIns)
    .innerJoin(quotes, eq(quotes.id, tradeIns.quoteId))
    .where(eq(tradeIns.reference, reference));
  return (row?.answers as TAnswersInput | undefined) ?? undefined;
}

async function findImei(db: TDb, reference: string): Promise<string | null> {
  const [row] = await db
    .select({ imei: tradeIns.imeiSerial })
    .from(tradeIns)
    .where(eq(tradeIns.reference, reference));
  return row?.imei ?? null;
}
