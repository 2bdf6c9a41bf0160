// spec 01 §4 session start, run on each location change. The accounts feature
// fills in every step; the shell only needs the hook to exist.
export function useSessionStart(): void {}
