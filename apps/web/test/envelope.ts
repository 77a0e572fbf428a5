/** A successful API answer as the server sends it (spec §8 envelope), for tests that stub `fetch`. */
export const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, data, msg: '', url: null }), {
    headers: { 'content-type': 'application/json' },
  });
