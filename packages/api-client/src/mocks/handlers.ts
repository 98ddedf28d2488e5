import { http, HttpResponse } from 'msw';

/** msw handlers standing in for the API in stories and unit tests. */
export function mockHandlers(baseUrl: string) {
  return [
    http.get(new URL('/health', baseUrl).href, () =>
      HttpResponse.json({ status: true, data: { service: 'api', ok: true }, error: null }),
    ),
  ];
}
