/**
 * Every endpoint case: the exports of each `cases.*.ts` next to this file (the store side's
 * `cases.store.ts`, the content side's `cases.content.ts`), gathered by Vite's glob import so a
 * new cases file joins without editing this one.
 */
import type { EndpointCase } from './contract';

declare global {
  interface ImportMeta {
    /** Vite's glob import (vitest runs through Vite). */
    glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
  }
}

const isCase = (value: unknown): value is EndpointCase =>
  typeof value === 'object' &&
  value !== null &&
  'endpoint' in value &&
  'request' in value &&
  typeof (value as { request: unknown }).request === 'function';

const modules = import.meta.glob<Record<string, unknown>>('./cases.*.ts', { eager: true });

/** The cases files found, by path (the tests show them). */
export const caseFiles = Object.keys(modules).sort();

/** Every case of every cases file (each exported array of cases). */
export const allCases: EndpointCase[] = Object.values(modules).flatMap((module) =>
  Object.values(module).flatMap((value) =>
    Array.isArray(value) && value.every(isCase) ? value : [],
  ),
);
