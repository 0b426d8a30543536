// A client of ReactiveCore alone: see ClientSupport/Driver.swift for the command line.
import ClientSupport

runCommandLine(Workloads.all)
