/**
 * The HTTP edge of every component test: a Mock Service Worker server that answers the
 * requests the real API client (axios, `/api` on the page's origin) sends. Tests state what the
 * API answers and read what was sent; nothing inside the client is spied on or replaced.
 *
 * Answers are typed by the caller with the contract's response types
 * (`mockApi.get<UsersResponse>('/users/all-users', {...})`), so a body the API could not send
 * fails typecheck, and a request no handler answers fails the test that sent it.
 */
import { delay, http, HttpResponse, type DefaultBodyType, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Answers every test gets unless it states its own: each list screen asks for its saved views
 * (decision 031), and a test about something else sees "No saved views yet"; every wallet
 * field asks which wallet changes await a second admin (decision 035): none; the shell's
 * Review Queue badge finds an empty queue. Not recorded in
 * `requests()`, so the requests a test states stay the screen's own.
 */
const DEFAULT_HANDLERS = [
  http.get('/api/saved-views', () => HttpResponse.json({ success: true, data: [], keys: [] })),
  http.get('/api/admin/wallet-changes', () => HttpResponse.json({ success: true, data: [] })),
  // The shell's Review Queue badge asks for the queue's count: nothing waits.
  http.get('/api/review/queue', () =>
    HttpResponse.json({
      success: true,
      data: {
        ...{ items: [], next_cursor: null, count: 0 },
        ...{ waiting_for_others: 0, claimed_by_others: 0, claim_lapse_ms: null },
      },
    }),
  ),
];

export const mockServer = setupServer(...DEFAULT_HANDLERS);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request the screen sent, as the API would receive it. */
export interface SentRequest {
  method: string;
  /** Path under `/api` plus query, e.g. `/users/all-users?compact=1`. */
  path: string;
  /** Parsed JSON body, a FormData for multipart, or undefined. */
  body: unknown;
}

/** What a handler answers: a body, or a function of the request (to echo or vary it). */
type Answer<T> = T | ((request: SentRequest) => T | Promise<T>);

interface AnswerOptions {
  status?: number;
  /** Keeps the request open until this promise settles (to look at the screen meanwhile). */
  until?: Promise<unknown>;
  /** Response headers (e.g. the API's `x-change-ids`). */
  headers?: Record<string, string>;
}

const sentRequests: SentRequest[] = [];
/** Requests no handler answered: each one fails the test it was sent in. */
const unhandledRequests: string[] = [];

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? undefined : text;
}

async function toSent(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
    body: await readBody(request.clone()),
  };
}

/** A handler that records what was sent, then responds (every mockApi handler is one). */
function recording(
  method: Method,
  path: string,
  respond: (sent: SentRequest) => Response | Promise<Response>,
) {
  return http[method](`/api${path}`, async ({ request }) => {
    const sent = await toSent(request);
    sentRequests.push(sent);
    return respond(sent);
  });
}

function answer<T extends JsonBodyType>(
  method: Method,
  path: string,
  body: Answer<T>,
  options: AnswerOptions = {},
) {
  return recording(method, path, async (sent) => {
    if (options.until) await options.until.catch(() => undefined);
    const json = typeof body === 'function' ? await (body as (r: SentRequest) => T)(sent) : body;
    return HttpResponse.json(json as DefaultBodyType as JsonBodyType, {
      status: options.status ?? 200,
      ...(options.headers ? { headers: options.headers } : {}),
    });
  });
}

const answerer =
  (method: Method) =>
  <T extends JsonBodyType>(path: string, body: Answer<T>, options?: AnswerOptions) =>
    mockServer.use(answer(method, path, body, options));

export const mockApi = {
  get: answerer('get'),
  post: answerer('post'),
  put: answerer('put'),
  patch: answerer('patch'),
  delete: answerer('delete'),
  /** The API refusing with its standard failure body. */
  fail(method: Method, path: string, status: number, message: string, options?: AnswerOptions) {
    mockServer.use(answer(method, path, { success: false, message }, { ...options, status }));
  },
  /** A non-JSON answer (an image, a file) with its content type. */
  binary(method: Method, path: string, body: Uint8Array, contentType: string) {
    const headers = { 'Content-Type': contentType };
    mockServer.use(recording(method, path, () => new HttpResponse(body, { headers })));
  },
  /** The server not reachable at all (a network error, not an HTTP answer). */
  unreachable(method: Method, path: string) {
    mockServer.use(recording(method, path, () => HttpResponse.error()));
  },
  /** Never answers within the test (a request left in flight). */
  pending(method: Method, path: string) {
    mockServer.use(
      recording(method, path, async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
    );
  },
  /** Every request sent since the test started, in order. */
  requests: (): readonly SentRequest[] => sentRequests,
  /** The requests sent with this method to this path (query ignored unless given). */
  requestsTo(method: string, path: string): readonly SentRequest[] {
    const withQuery = path.includes('?');
    return sentRequests.filter(
      (request) =>
        request.method === method.toUpperCase() &&
        (withQuery ? request.path : request.path.split('?')[0]) === path,
    );
  },
};

/** Wired into every jsdom project by jest-setup.ts. */
export function installMockServer() {
  beforeAll(() =>
    mockServer.listen({
      onUnhandledRequest: (request, print) => {
        unhandledRequests.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    mockServer.resetHandlers();
    sentRequests.length = 0;
    const unexpected = unhandledRequests.splice(0);
    // MSW only logs these and answers a network error, which a screen may well survive; a
    // request the test did not declare is a change of behaviour, so the test fails.
    if (unexpected.length > 0) {
      throw new Error(`Requests no mockApi handler answers: ${unexpected.join(', ')}`);
    }
  });
  afterAll(() => mockServer.close());
}
