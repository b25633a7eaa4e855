import { useNewFileDatabase } from './test-app.ts';

// Runs before each server test file: on PostgreSQL the file gets a fresh copy of the migrated template.
useNewFileDatabase();
