import { documentStoreContract } from './documentStore.contract';
import { NedbDocumentStore } from './nedbDocumentStore';

describe('NedbDocumentStore in memory', () => {
  documentStoreContract(async () => new NedbDocumentStore());
});
