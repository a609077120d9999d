// The least a Swift program costs to start (see the HelloWorld target in Package.swift).
print("Hello, world!")
