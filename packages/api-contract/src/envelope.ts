import * as v from 'valibot';

/** Every response of the API: `{ status, data, error }`, with `data` typed per endpoint. */
export function envelope<TData extends v.GenericSchema>(data: TData) {
  return v.object({
    status: v.boolean(),
    data: v.nullable(data),
    error: v.nullable(v.string()),
  });
}
