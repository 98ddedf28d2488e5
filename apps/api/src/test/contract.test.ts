import { describe, expect, it } from 'vitest';
import { settleBackgroundWork } from '../store/jobs';
import { allCases, caseFiles } from './cases';
import {
  checkAnswer,
  duplicateCases,
  missingCases,
  prepareCallers,
  send,
  type CaseContext,
} from './contract';
import { sharedTestDatabase, testApp } from './setup';

const database = sharedTestDatabase();
let context: CaseContext | undefined;
const ctx = async () => {
  if (!context) {
    const db = database().db;
    context = await prepareCallers(db, testApp(database()));
  }
  return context;
};

describe('contract', () => {
  it('reads the store and content cases files', () => {
    expect(caseFiles).toContain('./cases.store.ts');
  });

  it('has a case for every endpoint of the contract', () => {
    expect(missingCases(allCases)).toEqual([]);
  });

  it('has one case per endpoint', () => {
    expect(duplicateCases(allCases)).toEqual([]);
  });

  it.each(allCases.map((c) => [c.endpoint.name, c] as const))(
    '%s accepts a valid request and answers what its response schema says',
    async (_name, testCase) => {
      const c = await ctx();
      const caller = testCase.endpoint.access === 'public' ? 'none' : 'admin';
      const response = await send(c, testCase.endpoint, await testCase.request(c), caller);
      const answer = await checkAnswer(testCase.endpoint, response);
      await settleBackgroundWork();
      await testCase.after?.(c);
      expect({
        status: answer.status,
        problems: answer.problems,
        data: answer.status >= 400 ? answer.data : undefined,
      }).toEqual({
        status: testCase.status ?? 200,
        problems: [],
        data: undefined,
      });
    },
  );
});
