// jsonexport ships no types; only the callback form is used (providers/exporter.ts).
declare module 'jsonexport/dist' {
  function jsonExport(
    data: Array<Record<string, unknown>>,
    options: { headers?: string[] },
    callback: (err: Error | null, csv: string) => void,
  ): void;
  export default jsonExport;
}
