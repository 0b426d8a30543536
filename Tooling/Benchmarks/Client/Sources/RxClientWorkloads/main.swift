// A client of ReactiveCoreRx alone, as code ported from RxSwift is: see ClientSupport/Driver.swift
// for the command line.
import ClientSupport

runCommandLine(RxWorkloads.all)
