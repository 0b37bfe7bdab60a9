import { z } from 'zod/mini';
import { deferred } from '../../validation/deferred.ts';

/** A 0/1 switch as the server spells booleans in payloads. */
export const flagSchema = deferred(() => z.union([z.literal(0), z.literal(1)]));

/** Money on the wire: a decimal string, never a float (SPEC §3: "totalMoney (string, 2 decimals)"). */
export const moneySchema = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'money must be a decimal string'));

/** Ids the server sends as numbers or strings, always read as strings. */
export const idSchema = deferred(() => z.pipe(z.union([z.string(), z.number()]), z.transform(String)));
