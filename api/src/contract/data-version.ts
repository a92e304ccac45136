/**
 * The data version an answer was read at. Every write to what a page shows bumps the API's data
 * version (`GET /data-version`); an answer that depends only on such data names the version it
 * was read at in this header. So any identical request (method, path, headers that choose the
 * answer such as the language, body) made while the version is still that one has the same
 * answer, and a client may use it again instead of asking. An answer without the header promises
 * nothing (personal data, availability, searches that read more than the version covers).
 */
export const DATA_VERSION_HEADER = 'data-version';
