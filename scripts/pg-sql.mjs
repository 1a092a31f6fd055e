// A small PostgreSQL client for the scripts and the e2e specs' own reads and set-up (the app's
// pool is server/db/pool.ts): `sql\`select … where id = ${id}\`` sends the values as parameters
// and resolves with the rows; `sql.query(text)` sends text as it is (several statements, or
// PgBouncer's admin console: a query without parameters goes as a simple query).
import pg from 'pg';

/**
 * @param {string} url
 * @param {{ max?: number, applicationName?: string }} [options]
 */
export function pgSql(url, { max = 1, applicationName } = {}) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(applicationName && { application_name: applicationName }),
  });
  // A connection the server closes while idle (a restart) is dropped; the next query opens one.
  pool.on('error', () => {});
  const sql = async (strings, ...values) => {
    const text = strings.reduce((query, part, index) => `${query}$${index}${part}`);
    return (await pool.query(text, values)).rows;
  };
  sql.query = async (text) => pool.query(text);
  sql.end = () => pool.end();
  return sql;
}
