// Not in the target's build phase: never read.
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window.rootViewController = [[UIViewController alloc] init];
    return YES;
}
