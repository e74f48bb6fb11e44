import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { organisations, tmRevisions } from '../../db/schema/index.ts';
import { findTranslations, writeTranslations, type TmWrite } from './tm-store.ts';

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  database = await openDatabase(url ? { url } : { memory: true });
  if (!url) await database.migrate();
});
afterAll(async () => database.close());

async function newOrg() {
  const [org] = await db().insert(organisations).values({ name: 'TM store test' }).returning({ id: organisations.id });
  return org!.id;
}

const write = (overrides: Partial<TmWrite> = {}): TmWrite => ({
  sourceHash: 'aaaaaaaaaaaaaaaa',
  sourceText: 'Contact us',
  targetLang: 'hi',
  preProcessedTarget: 'संपर्क करें',
  type: 'MACHINE',
  displayType: 'translation',
  origin: 'nmt:test',
  ...overrides,
});

const revisionsOf = (orgId: string, hash = 'aaaaaaaaaaaaaaaa', lang = 'hi') =>
  db()
    .select()
    .from(tmRevisions)
    .where(and(eq(tmRevisions.organisationId, orgId), eq(tmRevisions.sourceHash, hash), eq(tmRevisions.targetLang, lang)))
    .orderBy(asc(tmRevisions.createdAt));

describe('writeTranslations', () => {
  it('inserts a row and appends one revision with the origin', async () => {
    const org = await newOrg();
    const rows = await writeTranslations(db(), org, [write()], { keepHuman: true });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ organisationId: org, preProcessedTarget: 'संपर्क करें', type: 'MACHINE', displayType: 'translation' });
    const revisions = await revisionsOf(org);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ origin: 'nmt:test', type: 'MACHINE', preProcessedTarget: 'संपर्क करें' });
  });

  it('appends a revision only when text, type or display type changes', async () => {
    const org = await newOrg();
    await writeTranslations(db(), org, [write()], { keepHuman: false });
    expect(await writeTranslations(db(), org, [write()], { keepHuman: false })).toHaveLength(0);
    expect(await revisionsOf(org)).toHaveLength(1);
    await writeTranslations(db(), org, [write({ displayType: 't13n', origin: 'user' })], { keepHuman: false });
    await writeTranslations(db(), org, [write({ displayType: 't13n', type: 'USER', origin: 'user' })], { keepHuman: false });
    await writeTranslations(db(), org, [write({ displayType: 't13n', type: 'USER', preProcessedTarget: 'हमसे संपर्क करें', origin: 'user' })], { keepHuman: false });
    const revisions = await revisionsOf(org);
    expect(revisions.map((r) => [r.type, r.displayType, r.preProcessedTarget])).toEqual([
      ['MACHINE', 'translation', 'संपर्क करें'],
      ['MACHINE', 't13n', 'संपर्क करें'],
      ['USER', 't13n', 'संपर्क करें'],
      ['USER', 't13n', 'हमसे संपर्क करें'],
    ]);
  });

  it('keepHuman leaves USER and PBK rows alone but replaces MACHINE output', async () => {
    const org = await newOrg();
    await writeTranslations(
      db(),
      org,
      [
        write({ sourceHash: '1111111111111111', type: 'USER' }),
        write({ sourceHash: '2222222222222222', type: 'PBK' }),
        write({ sourceHash: '3333333333333333', type: 'MACHINE' }),
      ],
      { keepHuman: false },
    );
    const machine = ['1111111111111111', '2222222222222222', '3333333333333333'].map((sourceHash) =>
      write({ sourceHash, preProcessedTarget: 'नया अनुवाद', origin: 'nmt:other' }),
    );
    const written = await writeTranslations(db(), org, machine, { keepHuman: true });
    expect(written.map((r) => r.sourceHash)).toEqual(['3333333333333333']);
    const current = await findTranslations(db(), org, 'hi', ['1111111111111111', '2222222222222222', '3333333333333333']);
    expect(current.get('1111111111111111')).toMatchObject({ type: 'USER', preProcessedTarget: 'संपर्क करें' });
    expect(current.get('2222222222222222')).toMatchObject({ type: 'PBK', preProcessedTarget: 'संपर्क करें' });
    expect(current.get('3333333333333333')).toMatchObject({ type: 'MACHINE', preProcessedTarget: 'नया अनुवाद' });
    expect(await revisionsOf(org, '1111111111111111')).toHaveLength(1);
    // A person's edit (keepHuman false) does replace a USER row.
    await writeTranslations(db(), org, [write({ sourceHash: '1111111111111111', type: 'USER', preProcessedTarget: 'सुधार', origin: 'user' })], {
      keepHuman: false,
    });
    expect((await findTranslations(db(), org, 'hi', ['1111111111111111'])).get('1111111111111111')?.preProcessedTarget).toBe('सुधार');
  });

  it('the last write of a key in one call wins, and organisations never see each other', async () => {
    const org = await newOrg();
    const stranger = await newOrg();
    await writeTranslations(db(), org, [write({ preProcessedTarget: 'पहला' }), write({ preProcessedTarget: 'दूसरा' })], { keepHuman: false });
    expect((await findTranslations(db(), org, 'hi', ['aaaaaaaaaaaaaaaa'])).get('aaaaaaaaaaaaaaaa')?.preProcessedTarget).toBe('दूसरा');
    expect((await findTranslations(db(), stranger, 'hi', ['aaaaaaaaaaaaaaaa'])).size).toBe(0);
    expect((await findTranslations(db(), org, 'mr', ['aaaaaaaaaaaaaaaa'])).size).toBe(0);
  });

  it('writes and finds more rows than one chunk', async () => {
    const org = await newOrg();
    const many = Array.from({ length: 1203 }, (_, i) => write({ sourceHash: i.toString(16).padStart(16, '0'), preProcessedTarget: `अनुवाद ${i}` }));
    expect(await writeTranslations(db(), org, many, { keepHuman: true })).toHaveLength(1203);
    const found = await findTranslations(
      db(),
      org,
      'hi',
      many.map((w) => w.sourceHash),
    );
    expect(found.size).toBe(1203);
    expect(found.get((1202).toString(16).padStart(16, '0'))?.preProcessedTarget).toBe('अनुवाद 1202');
    const revisions = await db().select({ hash: tmRevisions.sourceHash }).from(tmRevisions).where(eq(tmRevisions.organisationId, org));
    expect(revisions).toHaveLength(1203);
  });
});
