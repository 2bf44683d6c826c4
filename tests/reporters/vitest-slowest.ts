import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { slowestSummary, type TTiming } from './slowest.ts';

/** Prints, after the run, each project's test-seconds and its 20 slowest tests (README, Tests: budgets). */
export default class SlowestTestsReporter implements Reporter {
  private started = performance.now();

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, TTiming[]>();
    for (const module of testModules) {
      const file = path.relative(process.cwd(), module.moduleId);
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic();
        if (!diagnostic) continue;
        const timings = byProject.get(module.project.name) ?? [];
        timings.push({ title: `${file} › ${test.fullName}`, ms: diagnostic.duration });
        byProject.set(module.project.name, timings);
      }
    }
    const wall = performance.now() - this.started;
    for (const [project, timings] of byProject) console.log(slowestSummary(project, timings, wall));
  }
}
