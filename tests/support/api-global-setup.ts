// Jest globalSetup of the API project: one migrated database the test files copy.
import { prepareTestDatabases } from './test-database';

export default prepareTestDatabases;
