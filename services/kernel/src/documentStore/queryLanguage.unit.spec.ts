import { NedbDocumentStore } from './nedbDocumentStore';
import { queryLanguageContract } from './queryLanguage.contract';

describe('NedbDocumentStore in memory, query language', () => {
  queryLanguageContract(async () => new NedbDocumentStore());
});
