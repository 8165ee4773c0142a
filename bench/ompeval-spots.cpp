// Times OMPEval's exact enumeration on the four spots of issue 29: best and median wall time of
// N runs, and the best process CPU time (on a busy machine the steadier measure in one thread).
// Build: see bench/README.md. Usage: ./spots RUNS THREADS
#include "omp/EquityCalculator.h"
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <vector>
using namespace omp;
int main(int argc, char** argv) {
    unsigned runs = argc > 1 ? atoi(argv[1]) : 5;
    unsigned threads = argc > 2 ? atoi(argv[2]) : 1;
    struct Spot { const char* a; const char* b; const char* board; };
    Spot spots[] = {
        {"AhAs", "KhKs", ""},
        {"QQ+,AKs,AKo", "TT+,AQs+,KQs,AQo+", "2c7h9s"},
        {"QQ+,AKs,AKo", "TT+,AQs+,KQs,AQo+", ""},
        {"22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+", "22+,A2s+,K2s+,Q8s+,J8s+,T8s+,98s,A2o+,K9o+,QTo+,JTo", "2c7h9s"},
    };
    for (auto& s : spots) {
        std::vector<double> times, cpu;
        EquityCalculator::Results r;
        for (unsigned i = 0; i < runs; i++) {
            EquityCalculator eq;
            timespec c0, c1;
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
            auto t0 = std::chrono::steady_clock::now();
            eq.start({CardRange(s.a), CardRange(s.b)}, CardRange::getCardMask(s.board), 0, true, 0, nullptr, 0.2, threads);
            eq.wait();
            auto t1 = std::chrono::steady_clock::now();
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
            times.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
            cpu.push_back((c1.tv_sec - c0.tv_sec) * 1e3 + (c1.tv_nsec - c0.tv_nsec) / 1e6);
            r = eq.getResults();
        }
        std::sort(times.begin(), times.end());
        std::sort(cpu.begin(), cpu.end());
        printf("%s v %s on [%s]: %.6f%% %.6f%%  hands %llu  best %.2f ms  median %.2f ms  cpu %.2f ms  (%u threads)\n", s.a, s.b,
               s.board, r.equity[0] * 100, r.equity[1] * 100, (unsigned long long)r.hands, times[0], times[times.size() / 2], cpu[0],
               threads);
    }
}
