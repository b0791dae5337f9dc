// 'mf_admin' + './AdminDashboard' -> 'mf_admin/AdminDashboard' (the id loadRemote takes), and back.
export function remoteModuleId(remote: string, expose: string): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}

export function remoteNameOf(id: string): string {
  return id.split('/', 1)[0] ?? id;
}
