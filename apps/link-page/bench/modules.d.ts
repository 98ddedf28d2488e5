/** The part of autocannon the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
  }): Promise<Result>;
  export default autocannon;
}
