// Empties the cluster suite's database before the cluster starts: drops and creates the database
// named by DATABASE_URL (connecting to the server's `postgres` database to do it).
import pg from 'pg';

const target = new URL(process.env.DATABASE_URL ?? '');
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
const admin = new URL(target);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();
