/** The remote registry as the shell holds it: remote name -> manifest URL (read by ../api/registry). */
export type Registry = Readonly<Record<string, string>>;
