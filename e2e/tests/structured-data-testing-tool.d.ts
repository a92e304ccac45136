/**
 * The parts of structured-data-testing-tool (which ships no types) that the web checkers use: it
 * reads the JSON-LD, microdata and RDFa of an HTML text and runs the tests of its presets.
 */
declare module 'structured-data-testing-tool' {
  /** One test of a preset, passed, failed or given as a warning. */
  export interface StructuredDataTest {
    description: string;
  }
  /** What a run found: its tests by outcome and the schema.org types of the page. */
  export interface StructuredDataResult {
    passed: StructuredDataTest[];
    failed: StructuredDataTest[];
    warnings: StructuredDataTest[];
    schemas: string[];
  }
  /**
   * Tests the structured data of `input` (HTML) with `presets`.
   * @throws (rejects) with `res`, the result, when a test fails
   */
  export function structuredDataTest(
    input: string,
    options?: { presets?: unknown[] },
  ): Promise<StructuredDataResult>;
}

declare module 'structured-data-testing-tool/presets' {
  /** Google's tests of the rich results it reads (required properties of each type). */
  export const Google: unknown;
}
