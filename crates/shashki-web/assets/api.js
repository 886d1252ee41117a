// The JSON API of INTERFACES section 8 and the seat secrets this browser holds.

/** Calls the API; a reply that is not 2xx throws an Error with the server's message. */
export async function api(method, path, body, seat) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (seat) headers.Authorization = `Bearer ${seat}`;
  const resp = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await resp.json().catch(() => null);
  if (!resp.ok) {
    const message = data && data.error ? data.error.message : resp.statusText;
    throw new Error(message);
  }
  return data;
}

/** The seats (and invite) of game `id` kept in this browser. */
export function seatsOf(id) {
  try {
    return JSON.parse(localStorage.getItem(`shashki.seats.${id}`)) || {};
  } catch {
    return {};
  }
}

/** Keeps the seats of game `id`. */
export function saveSeats(id, seats) {
  localStorage.setItem(`shashki.seats.${id}`, JSON.stringify(seats));
}
