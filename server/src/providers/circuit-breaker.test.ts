import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker';
import { silentObserver } from './observer';

describe('CircuitBreaker', () => {
  it('lets one probe through once the cool-down is over, and only one', () => {
    let now = 0;
    const breaker = new CircuitBreaker('P', { failureThreshold: 2, cooldownMs: 1000 }, silentObserver, () => now);
    breaker.failure();
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.current).toBe('open');
    expect(breaker.allow()).toBe(false);
    now = 1000;
    expect(breaker.allow()).toBe(true);
    expect(breaker.current).toBe('half-open');
    expect(breaker.allow()).toBe(false);
    breaker.success();
    expect(breaker.current).toBe('closed');
    expect(breaker.allow()).toBe(true);
  });

  it('counts failures in a row only: a success starts the count again', () => {
    const breaker = new CircuitBreaker('P', { failureThreshold: 3, cooldownMs: 1000 }, silentObserver, () => 0);
    breaker.failure();
    breaker.failure();
    breaker.success();
    breaker.failure();
    breaker.failure();
    expect(breaker.current).toBe('closed');
    breaker.failure();
    expect(breaker.current).toBe('open');
  });
});
