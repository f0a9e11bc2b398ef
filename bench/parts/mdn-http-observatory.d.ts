/** The part of @mdn/mdn-http-observatory's scanner that bench-security.ts uses (the package ships JSDoc, no types). */
declare module "@mdn/mdn-http-observatory" {
  export interface ObservatoryTest {
    pass: boolean | null;
    result: string | null;
    scoreModifier: number;
    data?: unknown;
  }
  export interface ObservatoryResult {
    scan: {
      algorithmVersion: number;
      grade: string;
      score: number;
      statusCode: number;
      testsPassed: number;
      testsQuantity: number;
      responseHeaders: Record<string, string>;
    };
    tests: Record<string, ObservatoryTest>;
  }
  export function scan(hostname: string): Promise<ObservatoryResult>;
}
