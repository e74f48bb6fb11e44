import { describe, expect, it } from 'vitest';
import { readTable, readTm, writeCsv, writeXlsx } from './index.ts';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('readTable', () => {
  it('reads comma, semicolon and tab separated files with quotes, BOM and CRLF', async () => {
    expect(await readTable('g.csv', bytes('\uFEFFterm,hi\r\n"Lipi, Inc.",लिपि\r\n\r\nbank,"बैंक ""खाता"""\r\n'))).toEqual([
      ['term', 'hi'],
      ['Lipi, Inc.', 'लिपि'],
      ['bank', 'बैंक "खाता"'],
    ]);
    expect(await readTable('g.csv', bytes('term;ta\nHello, world;வணக்கம்\n'))).toEqual([
      ['term', 'ta'],
      ['Hello, world', 'வணக்கம்'],
    ]);
    expect(await readTable('g.tsv', bytes('term\tbn\nbank\tব্যাংক\n'))).toEqual([
      ['term', 'bn'],
      ['bank', 'ব্যাংক'],
    ]);
  });

  it('reads back what writeCsv and writeXlsx wrote', async () => {
    const rows = [
      ['term', 'rule', 'hi'],
      ['=cmd|"/C calc"!A0', '+x', '@SUM(1)'],
      ['\tTab', 'multi\nline', 'उर्दू اردو 🎉'],
      ["'-quoted", '', 'x_x000D_y'],
    ];
    expect(await readTable('g.csv', bytes(writeCsv(rows)))).toEqual(rows);
    expect(await readTable('g.xlsx', await writeXlsx(rows))).toEqual(rows);
  });

  it('neutralises every formula-like cell in CSV', () => {
    const csv = writeCsv([['=1+1', '+1', '-1', '@A1', '\tx', '\rx', 'safe', "'=x"]]);
    expect(csv).toBe("\uFEFF'=1+1,'+1,'-1,'@A1,'\tx,\"'\rx\",safe,''=x\r\n");
  });

  it('refuses other file types', async () => {
    await expect(readTable('terms.pdf', bytes('%PDF'))).rejects.toThrow('Please upload a CSV or XLSX file.');
  });
});

describe('TM tables from other sources', () => {
  it('reads a header of language codes as one source and several targets', async () => {
    const csv = 'en,hi,ta,od\nWelcome,स्वागत,வரவேற்பு,\nBank,बैंक,,ବ୍ୟାଙ୍କ\n';
    expect(await readTm('csv', bytes(csv))).toEqual([
      { sourceText: 'Welcome', target: 'स्वागत', sourceLang: 'en', targetLang: 'hi' },
      { sourceText: 'Welcome', target: 'வரவேற்பு', sourceLang: 'en', targetLang: 'ta' },
      { sourceText: 'Bank', target: 'बैंक', sourceLang: 'en', targetLang: 'hi' },
      { sourceText: 'Bank', target: 'ବ୍ୟାଙ୍କ', sourceLang: 'en', targetLang: 'od' },
    ]);
  });

  it('reads named columns in any order and defaults the source language to English', async () => {
    const csv = 'Target Lang,Type,Target,Source\nhi,USER,नमस्ते,Hello\nhi,,,Empty target skipped\n';
    expect(await readTm('csv', bytes(csv))).toEqual([{ sourceText: 'Hello', target: 'नमस्ते', sourceLang: 'en', targetLang: 'hi', type: 'USER' }]);
  });
});
