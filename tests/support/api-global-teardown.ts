// Jest globalTeardown of the API project.
import { removeTestDatabases } from './test-database';

export default removeTestDatabases;
